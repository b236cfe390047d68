/**
* | output |
* | --- |
* | "Platform Fees ({percent}%)" |
*
* @param {Pay_Platform_FeesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_platform_fees: ((inputs: Pay_Platform_FeesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Platform_FeesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Platform_FeesInputs = {
    percent: NonNullable<unknown>;
};
