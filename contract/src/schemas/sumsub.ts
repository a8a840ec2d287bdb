// Parameter and result schemas of the `sumsub.*` methods.
import { z } from 'zod';
import { none } from './common';
import { kycAccessToken, kycApplicant, kycApplicantStatus } from './shapes/kyc';

export const sumsubSchemas = {
  /** Creates (or finds) the player's applicant at the identity provider. */
  'sumsub.createApplicant': { params: none, result: kycApplicant },
  /** A short-lived token (and page) for the provider's verification widget; `externalActionId` names an action check. */
  'sumsub.getAccessToken': {
    params: z.object({
      externalActionId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Field regex')
        .optional(),
    }),
    result: kycAccessToken,
  },
  'sumsub.getApplicantStatus': { params: none, result: kycApplicantStatus },
};
