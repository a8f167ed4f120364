import { useHashingCostInTests } from '../identity/password-hash.ts';

// A vitest setup file of the server's tests. At the real cost one scrypt takes 0.15 s on a quiet machine and
// over a second on a busy one, and the identity suites hash and check hundreds of passwords. Hashes carry their
// own parameters, so the code under test runs as in production; password-hash.test.ts checks the real cost, and
// servers started as processes (main.test.ts, crash tests) never load this file.
useHashingCostInTests({ N: 2 ** 10, r: 8, p: 1 });
