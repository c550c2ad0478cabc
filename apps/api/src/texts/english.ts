import { BOOKING_MESSAGES } from '@ruangmain/domain/bookings';
import { BACKUP_MESSAGES } from '@ruangmain/domain/contracts/backups';
import { SHIFT_MESSAGES } from '@ruangmain/domain/contracts/shift';
import { DESK_MESSAGES } from '@ruangmain/domain/desk';
import { FOOD_ORDER_MESSAGES } from '@ruangmain/domain/food-order';
import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';

/**
 * The API's texts in English, one key each (docs/decisions/0050); `indonesian.ts` holds the same keys.
 * Where the spec gives a text exactly it comes from the domain's constant, so the web and the API say
 * it alike and it is written once. `{name}` is a placeholder the caller fills.
 */

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}.${K}`]: string };

/** A domain group of spec texts under one prefix: REWARD_MESSAGES.used is 'reward.used'. */
function prefixed<P extends string, T extends Record<string, string>>(prefix: P, texts: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]),
  ) as Prefixed<P, T>;
}

export const ENGLISH_TEXTS = {
  // ── WhatsApp notices (issue 18), said in the customer's account language ───────────────────────
  'notice.confirmed': '{venue}: booking {invoice} is confirmed{booking}. Details: {link}',
  'notice.reminder':
    '{venue}: reminder, booking {invoice}{booking} starts soon. Please arrive 10 minutes early. Details: {link}',
  'notice.cancelled':
    '{venue}: booking {invoice}{booking} has been cancelled. We will return any payment received; contact us if you have any questions.',
  'notice.refunded': '{venue}: we have processed a refund of {amount} for booking {invoice}{booking}.',
  'notice.moved': '{venue}: booking {invoice} has been moved from {from} to {to}. Details: {link}',
  'notice.extended':
    '{venue}: booking {invoice} has been extended by {minutes} minutes{cost}, now {place}. Details: {link}',
  'notice.noShow':
    '{venue}: booking {invoice}{booking} was marked as a no-show and its unit has been released. Under our terms the payment is not refunded; contact us if you have any questions.',
  'notice.foodReady': '{venue}: order {invoice} is ready, {where}. Enjoy!',
  'notice.pickUp': 'please pick it up at the front desk',
  'notice.toTable': 'on its way to table {table}',
  'notice.toYou': 'on its way to you',

  // ── Domain groups, the spec's texts ────────────────────────────────────────────────────────────
  ...prefixed('booking', BOOKING_MESSAGES),
  ...prefixed('reward', REWARD_MESSAGES),
  ...prefixed('desk', DESK_MESSAGES),
  ...prefixed('foodOrder', FOOD_ORDER_MESSAGES),
  ...prefixed('shift', SHIFT_MESSAGES),
  ...prefixed('backup', BACKUP_MESSAGES),
  // spec 2 §5 "Promo validity" is Indonesian: these are its English; no language asked keeps the spec's.
  'promo.inactive': 'Oops! This promo is no longer valid! Watch out for our next promos.',
  'promo.notStarted': 'This promo is not active yet. Please try again later.',
  'promo.expired': 'This promo has expired. Please try another promo.',
  'promo.usedUp': 'This promo has been used up. Please try another promo.',
  'promo.notFound': 'The promo you entered was not found',
  'promo.roomOnly': 'This promo only applies to room bookings',
  'promo.fnbOnly': 'This promo only applies to food & drink orders',
  'promo.minSpend': 'A minimum spend of {minSpend} is needed to use this promo',
  'promo.perCustomer': 'This promo can be used {limit} times per customer',
  'promoAdmin.limitBelowUses': 'The usage limit may not be less than the {timesUsed} uses counted.',
  'promoAdmin.endBeforeStart': 'The end date must be a date after or equal to the start date.',
  'kitchen.notFood': 'This booking has no food for the kitchen.',
  'kitchen.notPaid': 'This order is not paid.',
  'kitchen.moved': 'An order that is {from} cannot be moved to {to}.',
  'rewardTime.tooLong':
    'Time slot {startTime} only allows up to {allowed} hour(s), but your reward requires {requiredHours} hour(s). Please select a different time.',

  // ── Requests and the error handler ─────────────────────────────────────────────────────────────
  'request.unauthenticated': 'Unauthenticated.',
  'request.staffOnly': 'This action is for staff only.',
  'request.adminsOnly': 'This action is for admins only.',
  'request.recordExists': 'This record already exists',
  'request.serverError': 'Internal server error',
  'request.notFound': 'Not found',
  'request.urlTooLong': 'The URL is too long',
  'request.urlInvalid': 'The URL is not valid',
  'request.invalidJson': 'The request body is not valid JSON',
  'request.unsupportedMediaType': 'Unsupported content type',
  'request.bodyTooLarge': 'The request body is too large',
  'request.tooManyAttempts': 'Too many attempts. Please try again in {wait}.',
  'auth.waitForNewCode': 'Please wait {wait} before requesting a new code.',
  'food.tooManyOrders': 'Too many orders from this connection. Please try again in {wait}.',
  'availability.tooManyStreams': 'Too many live slot streams from this connection. Please try again later.',
  'booking.tooManyBookings': 'Too many bookings from this connection. Please try again in {wait}.',
  'wait.second': '{count} second',
  'wait.seconds': '{count} seconds',
  'wait.minute': '{count} minute',
  'wait.minutes': '{count} minutes',

  // ── Validation: a field's rule, said when a language is asked for ──────────────────────────────
  'validation.invalid': 'The given data was invalid.',
  'validation.unstorable':
    'This field contains a character that is not allowed (NUL or an unpaired surrogate).',
  'validation.prohibited': 'The {field} field is prohibited',
  'validation.taken': 'The {field} has already been taken.',
  'rule.required': 'This field is required.',
  'rule.string': 'This field must be text.',
  'rule.numeric': 'This field must be a number.',
  'rule.array': 'This field must be a list.',
  'rule.boolean': 'This field must be true or false.',
  'rule.min': 'This field is too short or too small.',
  'rule.max': 'This field is too long or too large.',
  'rule.email': 'This field must be a valid email address.',
  'rule.format': 'This field has the wrong format.',
  'rule.date': 'This field must be a valid date or time.',
  'rule.in': 'The selected value is invalid.',
  'rule.multipleOf': 'This field must be a multiple of the allowed step.',
  'rule.invalid': 'This field is invalid.',

  // ── Accounts ───────────────────────────────────────────────────────────────────────────────────
  'auth.invalidLogin': 'Invalid username or password.',
  'auth.accountNotActive': 'Your account is not active. Please check your phone for an activation token.',
  'auth.invalidVerificationCode': 'Invalid verification code. Please check and try again.',
  'auth.invalidResetToken': 'Invalid token. Please check and try again.',
  'auth.tooManyWrongCodes': 'Too many wrong codes. Please request a new code.',
  'auth.codeUsed': 'The code has already been used. Please request a new one.',
  'auth.resendFailed': 'Failed to resend OTP. Please try again.',
  'auth.registrationNotFound': 'Phone number not found. Please register again.',
  'auth.invalidNewPhone': 'Please enter a valid new phone number',
  'auth.newPhoneInUse': 'This phone number is already in use.',
  'auth.phoneMustStart08': "Phone number must start with '08' for Indonesian numbers",
  'auth.invalidResetLink': 'This reset password link is invalid or has expired. Please request a new one.',
  'account.userNotFound': 'User not found',
  'account.currentPasswordIncorrect': 'The current password is incorrect.',
  'account.currentPasswordNeeded':
    'Please enter your current password to change it: you logged in more than 15 minutes ago.',
  'account.reservedUsername':
    'The username {username} belongs to the start-up admin account; it is changed only by the ADMIN_USERNAME setting.',

  // ── Success messages a screen shows ─────────────────────────────────────────────────────────────
  'account.profileUpdated': 'Profile updated successfully',
  'account.passwordUpdated': 'Password updated successfully',
  'account.settingsSaved': 'Settings saved',
  'auth.verified': 'Your phone number is verified. Your account is active; please log in.',
  'auth.codeResent': 'A new verification code has been sent to your WhatsApp.',
  'auth.phoneChanged': 'Phone number changed. We sent a new verification code to your WhatsApp.',
  'auth.phoneChangedNotSent':
    'Phone number changed, but the WhatsApp code could not be sent. Please tap Resend OTP.',
  'auth.loggedOut': 'Logged out',
  'auth.resetRequested': 'If this number is registered, a reset token has been sent to its WhatsApp.',
  'auth.tokenVerified': 'Token verified successfully!',
  'auth.passwordReset': 'Password reset successfully!',
  'review.thanks': 'Thank you for your review!',
  'booking.cancelled': 'Booking cancelled',
  'booking.completePayment': 'Please complete the payment.',
  'booking.rescheduled': 'Booking rescheduled',

  // ── Bookings, payments, receipts, reviews ──────────────────────────────────────────────────────
  'booking.notFound': 'Booking not found',
  'booking.invoiceNotFound': 'Invoice number not found!',
  'booking.onlyUnpaidCancelled': 'Only unpaid bookings can be cancelled.',
  'booking.alreadyPaid': 'This booking is already paid.',
  'booking.notPayable': 'This booking can no longer be paid.',
  'booking.paymentPreparing': 'The payment is being prepared. Please try again.',
  'booking.onlyRoomsRescheduled': 'Only room bookings can be rescheduled.',
  'booking.notReschedulable': 'This booking can no longer be rescheduled.',
  'booking.paidNotReschedulable': 'Paid bookings cannot be rescheduled online. Please contact the venue.',
  'booking.keepHours': "The new time must keep the booking's {hours} hour(s).",
  'booking.keepMinutes': "The new time must keep the booking's length ({minutes} minutes).",
  'booking.rewardNoFood': 'Food and drinks are ordered separately from a reward booking.',
  'booking.counterMethod': 'Choose cash or QRIS for a counter booking.',
  'booking.counterStaffOnly': 'Only staff can take cash or QRIS payments at the counter.',
  'booking.loginForReward': 'Please log in to use your reward.',
  'booking.venueClosed': 'The venue is not open for a booking starting at that time.',
  'booking.wholeHours': 'The end time must be the start time plus a whole number of hours.',
  'booking.endByClosing': 'The booking must end by closing time.',
  'booking.timePassed': 'That time has already passed. Please choose a later time.',
  'booking.unitUnavailable': 'The selected unit is not available.',
  'booking.unitMaintenance': '{unit} is under maintenance and cannot be booked now.',
  'booking.gameUnavailable': 'The selected game is not available on this unit.',
  'booking.tooManyVisitors': '{room} holds at most {max} people.',
  'booking.noSuchConsole': '{unit} has no {console}.',
  'booking.gameOffConsole': '{game} cannot be played on {consoles}.',
  'booking.rewardNotPlay': 'This reward is not for a room booking.',
  'booking.rewardOtherUnit': 'This reward is for another unit.',
  'booking.rewardMaxPeople': 'This reward is for up to {max} people.',
  'booking.rewardHours': 'This reward is for {hours} hour(s) of play.',
  'payment.gatewayUnavailable': 'Payment gateway is not available. Please try again in a moment.',
  'payment.invalidSignature': 'Invalid signature',
  'payment.statusMismatch': 'Transaction status does not match the signed status code',
  'payment.orderNotFound': 'Order not found',
  'payment.providerUnreachable':
    'The payment provider could not be asked for the status of this order; try again later',
  'payment.orderNotAtProvider': 'Order not found at the payment provider',
  'payment.refundRefused': 'The payment provider refused the refund. Nothing was refunded.',
  'receipt.notPaid': 'This booking has not been paid yet.',
  'review.notFound': 'Review not found.',
  'review.notEnded': 'You can rate a session once it has ended.',
  'review.alreadyRated': 'You have already rated this session.',
  'availability.unitNotFound': 'Unit not found',

  // ── Food and rewards ───────────────────────────────────────────────────────────────────────────
  'food.itemMissing': 'The selected food or drink item does not exist.',
  'food.soldOut': '{item} is sold out.',
  'food.unitMissing': 'The selected unit does not exist.',
  'food.rewardNotFood': 'This reward is not for food and drinks.',
  'reward.claimNotFound': 'Reward claim not found.',
  'reward.unitUnavailable': 'The unit of this reward is not available right now.',
  'reward.foodOffMenu': 'The food of this reward is no longer on the menu.',
  'reward.effectsType': 'The effects must be of the reward’s type.',

  // ── The desk and the back office ───────────────────────────────────────────────────────────────
  'desk.venueBlockNotFound': 'Venue block not found',
  'desk.unitsUnavailable': 'Some of the units are not available.',
  'desk.notRebookable': 'Only a booking paid after its hold was released, and not refunded, can be rebooked.',
  'desk.paidMeanwhile': 'This booking was paid meanwhile.',
  'desk.changedMeanwhile': 'This booking changed meanwhile. Please look again.',
  'desk.blockLifted': 'This venue block has already been lifted or has ended.',
  'notice.notFound': 'Notice not found.',
  'notice.onlyFailedResent': 'Only a failed notice can be sent again.',
  'people.userNotFound': 'User not found.',
  'people.phoneTaken': 'The phone has already been taken.',
  'people.lastAdmin': 'The venue needs at least one active admin: this is the last one.',
  'people.notOwnBlock': 'You cannot block your own account.',
  'people.onlyCustomerProfile': 'Only a customer’s name and phone are changed here.',
  'people.ownAccountElsewhere': 'Change your own account from your account page, not here.',
  'people.onlyTeamAccounts': 'Only team accounts are changed here: this is a customer.',
  'people.balanceBelowZero': 'The balance is {balance} points: taking {taken} would leave it below 0.',
  'manage.notFound': 'The {noun} was not found.',
  'manage.taken': 'The {field} has already been taken.',
  'manage.invalidLink': 'The selected {noun} is invalid.',
  'manage.idsNotInList': "The ids must be ids of this list's {noun} rows.",
  'manage.listChanged': 'The list changed since it was loaded: reload it and drag again.',
  'manage.idsNotGames': 'The ids must be games of this unit.',
  'manage.gamesChanged': 'The unit’s games changed since they were loaded: reload and drag again.',
  'menu.idsNotItems': 'The ids must be ids of menu items.',
  'menu.noSuchCategory': 'The chosen category does not exist.',
  'menu.itemNotFound': 'The food or drink item was not found.',
  'menu.categoryNotFound': 'The menu category was not found.',
  'menu.categoryNotEmpty': 'The category "{category}" still holds {count} items: move or delete them first.',
  'menu.categoryNotEmptyOne': 'The category "{category}" still holds 1 item: move or delete them first.',
  'upload.notImage': 'The file must be an image (JPEG, PNG, WebP or GIF).',
  'upload.tooManyPixels': 'The image may not be larger than 40 megapixels.',
  'upload.fileRequired': 'The file is required.',
  'upload.notMultipart': 'The image must be sent as a file (multipart/form-data, field file).',
  'upload.noBoundary': 'The upload must be sent as multipart/form-data with a boundary.',
  'upload.boundaryTooLong': 'The multipart boundary may not be longer than {max} characters.',
  'upload.tooLarge': 'The image may not be greater than {max} MB.',
  'upload.onePart': 'The upload may hold one part only: the image, in the field file.',
  'upload.malformed': 'The upload is not valid multipart form data: it is malformed or cut short.',
  'noun.unit': 'unit',
  'noun.console': 'console',
  'noun.game': 'game',
  'noun.genre': 'genre',
  'noun.room': 'room',
  'noun.reward': 'reward',
  'noun.item': 'item',
  'noun.foodItem': 'food or drink item',
  'noun.menuCategory': 'menu category',
  'noun.banner': 'banner',
  'noun.faq': 'FAQ',
  'noun.promo': 'promo',
  'noun.serviceFee': 'service fee',
  'noun.tax': 'tax',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof ENGLISH_TEXTS;
