/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Mine_FailedInputs */

const en_dash_mine_failed = /** @type {(inputs: Dash_Mine_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch your stock`)
};

const hi_dash_mine_failed = /** @type {(inputs: Dash_Mine_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका स्टॉक नहीं मिल सका`)
};

/**
* | output |
* | --- |
* | "Failed to fetch your stock" |
*
* @param {Dash_Mine_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_mine_failed = /** @type {((inputs?: Dash_Mine_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Mine_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_mine_failed(inputs)
	return en_dash_mine_failed(inputs)
});