import { Injectable } from '@nestjs/common';
import { SECRET_CATEGORIES } from '../common/streams';
import { unknownStreamKind } from './live.errors';
import type { ViewPolicy } from './view-policy';

/**
 * The view policies by stream category. A module registers its own in `onModuleInit` (careers here, games in
 * the games module); the hub subscribes to exactly the registered categories when the application starts.
 */
@Injectable()
export class LiveViews {
  private readonly policies = new Map<string, ViewPolicy>();
  private sealed = false;

  register(category: string, policy: ViewPolicy): void {
    if (this.sealed)
      throw new Error(`LiveViews.register('${category}') after start: register in onModuleInit`);
    if (SECRET_CATEGORIES.includes(category)) throw new Error(`'${category}' streams are secret: never live`);
    if (policy.category !== category)
      throw new Error(`A '${policy.category}' policy cannot view '${category}'`);
    if (this.policies.has(category)) throw new Error(`A live view of '${category}' is already registered`);
    this.policies.set(category, policy);
  }

  /** The policy of a category a client names; 400 `live/unknown-stream` for any other. */
  get(category: string): ViewPolicy {
    const policy = this.policies.get(category);
    if (!policy) throw unknownStreamKind(category, this.categories());
    return policy;
  }

  categories(): string[] {
    return [...this.policies.keys()];
  }

  /** Called when the hub starts: the set of categories is fixed from then on. */
  seal(): string[] {
    this.sealed = true;
    return this.categories();
  }
}
