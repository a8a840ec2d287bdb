import type { FastifyInstance } from 'fastify';
import { JIVO_STAND_IN } from './widget';

/** Where the demo serves its JivoChat stand-in: the seed's `scriptOrigin` of the jivoSite chat. */
export const CHAT_DEMO_ORIGIN = '/demo/chat/jivosite';

/**
 * The demo's live chat (`DEMO=1` only; a production start never registers it): the stand-in widget
 * at the vendor's path layout, `<scriptOrigin>/script/widget/<widget id>`.
 */
export function registerChatDemo(app: FastifyInstance): void {
  app.get<{ Params: { widgetId: string } }>(`${CHAT_DEMO_ORIGIN}/script/widget/:widgetId`, async (request, reply) => {
    if (!/^[A-Za-z0-9]{4,32}$/.test(request.params.widgetId)) return reply.code(404).type('text/plain').send('Not Found');
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(JIVO_STAND_IN);
  });
}
