// A data model's source as an older version (or a hand edit) stored it. Core's constructor migrates a source before it
// validates it (migrateData), so these need not match today's schema; fvtt-types types a model's source as today's
// schema only, hence the one cast, here.
type DataSchema = foundry.data.fields.DataSchema;

/** `source`, stored in an older or hand-written shape, passed to a model of `Schema` as core would pass it. */
export const storedSource = <Schema extends DataSchema>(source: object) =>
  source as foundry.data.fields.SchemaField.CreateData<Schema>;
