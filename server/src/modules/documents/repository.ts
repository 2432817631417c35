// Queries of the documents table; each names the account, so another account's document is not found.
import { deleteOwned, updateOwned, type ProfileDb } from '../profile/db-helpers';
import type { DocumentRow } from '../profile/tables';
import type { DocumentType } from '@parking/shared/domain';

export class DocumentsRepository {
  constructor(private readonly db: ProfileDb) {}

  list(accountId: string): Promise<DocumentRow[]> {
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  insert(accountId: string, type: DocumentType, number: string): Promise<DocumentRow> {
    return this.db
      .insertInto('documents')
      .values({ account_id: accountId, type, number })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(accountId: string, id: string, type: DocumentType, number: string): Promise<DocumentRow> {
    return updateOwned(this.db, 'documents', accountId, id, { type, number });
  }

  delete(accountId: string, id: string): Promise<void> {
    return deleteOwned(this.db, 'documents', accountId, id);
  }
}
