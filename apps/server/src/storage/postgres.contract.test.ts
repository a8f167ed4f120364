import { describeWithService } from '../testing/describe-with-service.ts';
import { describeStorageContract } from './contract/describe-storage-contract.ts';
import { openDatabase } from './database.ts';
import { createPostgresTestDatabase, postgresUnavailableReason } from './testing/postgres-test-database.ts';

describeWithService('PostgreSQL storage', 'PostgreSQL', await postgresUnavailableReason(), () => {
  describeStorageContract('PostgreSQL', async () => {
    const testDatabase = await createPostgresTestDatabase();
    const database = openDatabase({ database: { dialect: 'postgres', url: testDatabase.url } });
    return {
      ...database,
      async close() {
        await database.close();
        await testDatabase.drop();
      },
    };
  });
});
