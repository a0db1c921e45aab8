// The script of a page of islands with none of its own, only the shell's (/about; ADR 0082, ADR 0084):
// src/islands.hydrate.tsx.
import { hydrateIslands } from './islands.hydrate.tsx';

hydrateIslands({});
