import pg from 'pg';

/**
 * A fresh, empty database `name` on the server of `adminUrl` (dropped first if a previous
 * run left it), so each run starts from migrations alone. Returns its URL.
 */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Marks the bench's sign-ups verified, as following their mailed links would. */
export async function verifyEmails(databaseUrl: string, domain: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      'update users set email_verified = true where email like $1',
      [`%@${domain}`],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
