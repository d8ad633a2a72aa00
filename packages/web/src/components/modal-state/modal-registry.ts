import { useSyncExternalStore } from 'react';
import type { PolicyModalType } from '@bm/domain';
import type { ModalComponent } from './modal-types.ts';

export type ModalRegistry = ReadonlyMap<PolicyModalType, ModalComponent>;

let registry: ModalRegistry = new Map();
const listeners = new Set<() => void>();

function replace(next: ModalRegistry) {
  registry = next;
  for (const listener of listeners) listener();
}

/**
 * Registers the component shown for a modal type; a later registration of the same type replaces
 * it. Returns a function that undoes this registration (restoring the one it replaced, if any).
 */
export function registerModal(type: PolicyModalType, component: ModalComponent): () => void {
  const previous = registry.get(type);
  replace(new Map(registry).set(type, component));
  return () => {
    if (registry.get(type) !== component) return;
    const next = new Map(registry);
    if (previous) next.set(type, previous);
    else next.delete(type);
    replace(next);
  };
}

/** Registers several modals at once: `{ ManualBind: ManualBindModal, ... }`. */
export function registerModals(components: Partial<Record<PolicyModalType, ModalComponent>>): () => void {
  const undo = Object.entries(components).flatMap(([type, component]) =>
    component ? [registerModal(type as PolicyModalType, component)] : [],
  );
  return () => undo.forEach((unregister) => unregister());
}

export function modalComponent(type: PolicyModalType): ModalComponent | undefined {
  return registry.get(type);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered modals; re-renders when a modal is registered or removed. */
export function useModalRegistry(): ModalRegistry {
  return useSyncExternalStore(
    subscribe,
    () => registry,
    () => registry,
  );
}
