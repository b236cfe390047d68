/**
* | output |
* | --- |
* | "Available remaining private supply" |
*
* @param {Buy_Remaining_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_remaining_supply: ((inputs?: Buy_Remaining_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Remaining_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Remaining_SupplyInputs = {};
