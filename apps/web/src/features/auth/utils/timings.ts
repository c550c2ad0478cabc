// Redirect pauses of the auth screens (spec 1 §9).
export const LOGIN_REDIRECT_MS = 1_000;
export const REGISTRATION_REDIRECT_MS = 1_500;
export const VERIFICATION_REDIRECT_MS = 1_500;
export const MISSING_PHONE_REDIRECT_MS = 2_000;
