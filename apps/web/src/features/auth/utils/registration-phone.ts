// The phone of a registration waiting for its OTP (spec 1 §4 "Login"): kept from registration until
// verification succeeds, so /verification and /change-number know which number the code went to. It
// lives in localStorage so a reload or a trip to the messaging app does not lose it.

export const REGISTRATION_PHONE_KEY = 'registrationPhone';

export function readRegistrationPhone(): string | null {
  try {
    return window.localStorage.getItem(REGISTRATION_PHONE_KEY) || null;
  } catch {
    return null;
  }
}

export function saveRegistrationPhone(phone: string) {
  try {
    window.localStorage.setItem(REGISTRATION_PHONE_KEY, phone);
  } catch {
    // Storage blocked: verification then asks to register again.
  }
}

export function clearRegistrationPhone() {
  try {
    window.localStorage.removeItem(REGISTRATION_PHONE_KEY);
  } catch {
    // nothing stored
  }
}
