/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Dash_Col_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_date_time: ((inputs?: Dash_Col_Date_TimeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Date_TimeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Col_Date_TimeInputs = {};
