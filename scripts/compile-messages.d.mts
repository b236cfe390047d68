import type { CompilerOptions } from '@inlang/paraglide-js'

export declare const paraglideOptions: CompilerOptions
