import type { z } from 'zod';
import { ApiError, type ErrorFields } from '@casino/contract';

/** Messages of spec §5 for the generic checks; a schema's own message wins. */
export const issueMessage = (iss: z.core.$ZodRawIssue): string | undefined => {
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined || iss.input === '' ? 'Field is required' : 'Wrong value type';
    case 'too_small':
      if (iss.origin === 'string') return Number(iss.minimum) === 1 ? 'Field is required' : `Min length is ${iss.minimum}`;
      if (iss.origin === 'number') return `Min value is ${iss.minimum}`;
      return `Min count is ${iss.minimum}`;
    case 'too_big':
      if (iss.origin === 'string') return `Max length is ${iss.maximum}`;
      if (iss.origin === 'number') return `Max value is ${iss.maximum}`;
      return `Max count is ${iss.maximum}`;
    case 'invalid_format':
      return iss.format === 'email' ? 'Wrong email address' : 'Field regex';
    case 'invalid_value':
    case 'invalid_union':
      return 'Wrong value';
    default:
      return undefined;
  }
};

/** InvalidParameterException with one message per field (`fields.login`, `fields.password`, …). */
export function invalidParameters(error: z.ZodError): ApiError {
  const fields: ErrorFields = {};
  for (const issue of error.issues) {
    // Reported against the form field (a list's item errors name the list).
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return new ApiError('InvalidParameter', 'Invalid parameters', fields);
}

/** Shorthand for a single field's error. */
export function fieldError(field: string, message: string, name: 'InvalidParameter' = 'InvalidParameter'): ApiError {
  return new ApiError(name, message, { [field]: message });
}
