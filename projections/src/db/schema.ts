/**
 * The read-model schema as Kysely sees it. Each projector owns its tables; the migrations in
 * `./migrations` create them. Keep this in step with the migrations.
 */
export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: string;
  prepare_position: string;
  updated_at: Date;
}

export interface ReadModels {
  projection_checkpoints: ProjectionCheckpointsTable;
}
