export declare const HINDI_MODULE: 'virtual:paraglide-hindi'
