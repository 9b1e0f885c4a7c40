// React's lazy() for a module's named export: the component loads (as its own chunk) on first
// render, and the import stays a literal so the bundler splits it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
