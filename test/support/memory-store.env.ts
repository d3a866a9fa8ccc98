// Imported before AppModule: ConfigModule validates the environment when the module is first loaded.
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
