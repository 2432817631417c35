// HTTP of the document calls (designed here: the spec names add / edit / delete without paths).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import { fieldsOf, optionalText, type Fields } from '../profile/http';
import type { DocumentInput, DocumentsService } from './service';

// Raw text longer than this is refused as InvalidFormat before the rules run.
const MAX_RAW = 64;

function documentInput(fields: Fields): DocumentInput {
  return {
    id: optionalText(fields, 'id', MAX_RAW),
    type: optionalText(fields, 'type', MAX_RAW)?.toUpperCase(),
    number: optionalText(fields, 'number', MAX_RAW),
  };
}

export async function documentsRoutes(
  app: FastifyInstance,
  { documents }: { documents: DocumentsService },
): Promise<void> {
  /** GET -> {documents: Document[]}. */
  app.get('/api/profile/document', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok({ documents: await documents.list(accountId) });
  });

  /** POST {type: 'STS'|'VU', number} -> {document, documents}. */
  app.post('/api/profile/document', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await documents.create(accountId, documentInput(fieldsOf(request))));
  });

  /** PUT {id, type?, number} -> {document, documents}. */
  app.put('/api/profile/document', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await documents.update(accountId, documentInput(fieldsOf(request))));
  });

  /** DELETE {id} (body or query) -> {documents}. */
  app.delete('/api/profile/document', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await documents.remove(accountId, documentInput(fieldsOf(request))));
  });
}
