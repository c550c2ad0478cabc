// The registration waiting for its OTP (spec 1 §4 "Login"): its phone and its registration token, kept
// from registration until verification succeeds, so /verification and /change-number know which
// number the code went to and can prove that this device made the registration (the server moves a
// registration to another number only for its token). They live in localStorage so a reload or a
// trip to the messaging app does not lose them.

export const REGISTRATION_PHONE_KEY = 'registrationPhone';
export const REGISTRATION_TOKEN_KEY = 'registrationToken';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: verification then asks to register again.
  }
}

export const readRegistrationPhone = () => read(REGISTRATION_PHONE_KEY);

export const readRegistrationToken = () => read(REGISTRATION_TOKEN_KEY);

/** After registering: the phone the code went to and the token that proves the registration. */
export function saveRegistration(registration: { phone: string; token: string | undefined }) {
  write(REGISTRATION_PHONE_KEY, registration.phone);
  if (registration.token) write(REGISTRATION_TOKEN_KEY, registration.token);
  else clearKey(REGISTRATION_TOKEN_KEY);
}

/** After a change of number: the registration, and its token, stay the same. */
export const saveRegistrationPhone = (phone: string) => write(REGISTRATION_PHONE_KEY, phone);

export function clearRegistration() {
  clearKey(REGISTRATION_PHONE_KEY);
  clearKey(REGISTRATION_TOKEN_KEY);
}

function clearKey(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
