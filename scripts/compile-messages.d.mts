import type { CompilerOptions } from '@inlang/paraglide-js'
import type { Plugin } from 'vite'

export declare const paraglideOptions: CompilerOptions
export declare function messageLocale(): Plugin
