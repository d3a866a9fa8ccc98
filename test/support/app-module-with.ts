/**
 * The app module read with these environment variables (ConfigModule reads them when the module is first loaded,
 * so nothing may import it before); they are removed again so that no other test file sees them.
 */
export async function appModuleWith(env: Readonly<Record<string, string>>) {
  Object.assign(process.env, env);
  try {
    return (await import('../../apps/server/src/app.module')).AppModule;
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}
