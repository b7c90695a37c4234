import { AccountLanguage } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { actorOf, requireSignedIn } from '../auth/require-role';
import { getAccountLanguage, setAccountLanguage } from './account-language.service';

/** A signed-in staff member's language for e-mail (issue 18): English or Malayalam. */
export async function accountLanguageRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: requireSignedIn(app) };

  app.get('/api/account/language', signedIn, async (request) => getAccountLanguage(app.database, actorOf(request)));

  app.put('/api/account/language', signedIn, async (request) => {
    const input = parseInput(AccountLanguage, request.body);
    const saved = await setAccountLanguage(app.database, input, actorOf(request), app.clock());
    request.log.info({ by: actorOf(request)._id, locale: saved.locale }, 'language for e-mail changed');
    return saved;
  });
}
