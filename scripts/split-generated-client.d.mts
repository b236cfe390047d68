import type { Plugin } from 'vite'

export declare function splitDeclarations(code: string, resolved: (source: string) => string, unitId: (name: string) => string): { units: Map<string, string>; barrel: string }
export declare function splitGeneratedClient(): Plugin
