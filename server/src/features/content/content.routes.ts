import type { FastifyInstance } from 'fastify';
import { documentAnswerKind, sendCacheable } from '../../lib/http-cache';
import { answerLocale } from '../../lib/localize';
import { contentDocumentPaths } from './content.documents';

const VARY = 'Accept-Encoding, Accept-Language';

/**
 * Public content reads, each with ETag and a short public cache (api-contract.md), in the language
 * Accept-Language asks for (decision 028): English, as the contract has it, unless Malayalam. A
 * document read in the last few seconds is answered before routing (the kept answers, issue 39).
 */
export async function contentRoutes(app: FastifyInstance) {
  for (const path of contentDocumentPaths) {
    app.get(path, async (request, reply) => {
      const document = await app.contentDocuments.read(path, request.locale);
      return sendCacheable(request, reply, document, VARY);
    });
    // Kept answers are read before routing, from the headers alone: no request's `locale` yet.
    app.keptAnswers.add(path, documentAnswerKind(VARY), (headers) =>
      app.contentDocuments.peek(path, answerLocale(headers['accept-language'])),
    );
  }
}
