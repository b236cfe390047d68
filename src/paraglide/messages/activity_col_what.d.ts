/**
* | output |
* | --- |
* | "What" |
*
* @param {Activity_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_what: ((inputs?: Activity_Col_WhatInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Col_WhatInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Col_WhatInputs = {};
