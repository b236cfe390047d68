/**
* | output |
* | --- |
* | "Total supply" |
*
* @param {Activity_Field_Total_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_total_supply: ((inputs?: Activity_Field_Total_SupplyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Total_SupplyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Total_SupplyInputs = {};
