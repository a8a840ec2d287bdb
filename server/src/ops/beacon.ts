import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAMES } from '@casino/shared';
import { readBucket } from '../releases/routes';

export const beaconSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  release: z.string().max(80).optional(),
  kind: z.enum(['load', 'render', 'contract']),
  message: z.string().max(2000),
  url: z.string().max(2000).optional(),
  at: z.string().max(40).optional(),
});
export type Beacon = z.infer<typeof beaconSchema>;

export interface BeaconSink {
  /** `bucket` is the reporting visitor's canary bucket (null without the cookie). */
  record(beacon: Beacon, bucket: number | null): Promise<void> | void;
}

/** Browsers report remote failures here (sendBeacon); the answer is always empty. */
export function registerBeacon(app: FastifyInstance, sink: BeaconSink): void {
  app.post('/ops/beacon', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    let body = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send({ error: { type: 'InvalidParameterException', message: 'Malformed beacon' } });
      }
    }
    const parsed = beaconSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ error: { type: 'InvalidParameterException', message: 'Malformed beacon' } });
    await sink.record(parsed.data, readBucket(request.headers.cookie));
    return reply.code(204).send();
  });
}
