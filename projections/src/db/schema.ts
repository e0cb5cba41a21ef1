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
  created_at: Date;
}

export interface ReadModels {
  projection_checkpoints: ProjectionCheckpointsTable;
  users: UsersTable;
}
