import { connect } from '../../adapters/postgres/database';
import { migrate } from '../../adapters/postgres/migrate';
import { seedBenchPlayers } from './users-list';

const admin = connect('postgres://postgres@127.0.0.1:5432/test', { max: 1 });
await admin.unsafe('DROP DATABASE IF EXISTS users_bench_exp WITH (FORCE)');
await admin.unsafe('CREATE DATABASE users_bench_exp');
await admin.end();
const sql = connect('postgres://postgres@127.0.0.1:5432/users_bench_exp');
await migrate(sql);
const t = Date.now();
await seedBenchPlayers(sql, 100_000);
console.log('seeded in', Date.now() - t, 'ms');
console.log(await sql`select * from user_directory_counts`);
await sql.end();
