import type { Generated } from 'kysely';

/**
 * The read-model schema as Kysely sees it. Each projector owns its tables; the migrations in
 * `./migrations` create them. Keep this in step with the migrations.
 */
export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: string;
  prepare_position: string;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
  is_admin: boolean;
  is_blocked: boolean;
  user_type: string;
  credits: number;
  ever_had_credits: boolean;
  created_at: Date;
}

export interface TransactionsTable {
  id: string;
  user_id: string;
  kind: string;
  amount_cents: number;
  credits: number;
  /** What the description is made of (reason, tournament name, referred user), translated on read. */
  detail: Record<string, unknown>;
  currency_code: string;
  status: string;
  created_at: Date;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  persistent: boolean;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface ReadModels {
  projection_checkpoints: ProjectionCheckpointsTable;
  users: UsersTable;
  transactions: TransactionsTable;
  sessions: SessionsTable;
}
