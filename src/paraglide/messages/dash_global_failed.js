/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Global_FailedInputs */

const en_dash_global_failed = /** @type {(inputs: Dash_Global_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch global stock`)
};

const hi_dash_global_failed = /** @type {(inputs: Dash_Global_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ग्लोबल स्टॉक नहीं मिल सका`)
};

/**
* | output |
* | --- |
* | "Failed to fetch global stock" |
*
* @param {Dash_Global_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_failed = /** @type {((inputs?: Dash_Global_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Global_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_global_failed(inputs)
	return en_dash_global_failed(inputs)
});