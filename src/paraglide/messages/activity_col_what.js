/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_WhatInputs */

const en_activity_col_what = /** @type {(inputs: Activity_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const hi_activity_col_what = /** @type {(inputs: Activity_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किस पर`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Activity_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_what = /** @type {((inputs?: Activity_Col_WhatInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_WhatInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_col_what(inputs)
	return en_activity_col_what(inputs)
});