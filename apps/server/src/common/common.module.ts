import { Global, Module } from '@nestjs/common';
import { CareerGates } from './career-gates';
import { CareerSecretsStore } from './career-secrets';
import { Clock } from './clock';
import { ServerSeeds } from './server-seeds';

/** The kernel every capability may use without importing another: the clock, the dice's seeds, careers' secrets. */
@Global()
@Module({
  providers: [Clock, ServerSeeds, CareerGates, CareerSecretsStore],
  exports: [Clock, ServerSeeds, CareerGates, CareerSecretsStore],
})
export class CommonModule {}
