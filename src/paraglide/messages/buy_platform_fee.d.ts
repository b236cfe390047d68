/**
* | output |
* | --- |
* | "Platform fee" |
*
* @param {Buy_Platform_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_platform_fee: ((inputs?: Buy_Platform_FeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Platform_FeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Platform_FeeInputs = {};
