/** Says once, before the server tests, whether their PostgreSQL half runs. */
export default function checkPostgres(): void {
  if (process.env.TEST_DATABASE_URL?.trim()) return;
  if (process.env.CI) {
    throw new Error('TEST_DATABASE_URL is not set: under CI the PostgreSQL half must run');
  }
  console.log(
    'PostgreSQL half of the store tests skipped: set TEST_DATABASE_URL=postgres://… to run it',
  );
}
