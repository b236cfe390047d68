/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Own_AccountInputs */

const en_activity_own_account = /** @type {(inputs: Activity_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Own account`)
};

const hi_activity_own_account = /** @type {(inputs: Activity_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपना खाता`)
};

/**
* | output |
* | --- |
* | "Own account" |
*
* @param {Activity_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_own_account = /** @type {((inputs?: Activity_Own_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Own_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_own_account(inputs)
	return en_activity_own_account(inputs)
});