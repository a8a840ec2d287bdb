/**
 * The legal age: players younger than the operator's minimum age (general settings
 * `minimum_age`, 18 unless the operator says otherwise) are refused wherever a birth date is
 * entered. One rule for the forms (an instant field error) and the server (a field error).
 * Import-free: the server loads it without the browser core.
 */

/** The minimum age when the operator's settings name none. */
export const DEFAULT_MINIMUM_AGE = 18;

/** The operator's minimum age from its general settings: a whole number from 0 to 100, else 18. */
export function minimumAgeOf(general: { minimum_age?: unknown } | null | undefined): number {
  const age = general?.minimum_age;
  return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 100 ? age : DEFAULT_MINIMUM_AGE;
}

/** Whole years lived on the calendar day `on` (a 29 February birthday comes on 1 March in other years). */
export function ageOn(birth: Date, on: Date): number {
  const years = on.getFullYear() - birth.getFullYear();
  const beforeBirthday = on.getMonth() < birth.getMonth() || (on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate());
  return beforeBirthday ? years - 1 : years;
}

/** True when someone born on `birth` is at least `minimumAge` years old on the day `on`. */
export function isOldEnough(birth: Date, minimumAge: number, on: Date): boolean {
  return ageOn(birth, on) >= minimumAge;
}

/** The server's text for a birth date under the minimum age (fields.birth_date); the forms show their own words for it. */
export const underAgeMessage = (minimumAge: number): string => `Min age is ${minimumAge}`;
