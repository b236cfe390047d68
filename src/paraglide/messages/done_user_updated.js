/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_User_UpdatedInputs */

const en_done_user_updated = /** @type {(inputs: Done_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User updated successfully`)
};

const hi_done_user_updated = /** @type {(inputs: Done_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र का विवरण अपडेट हो गया`)
};

/**
* | output |
* | --- |
* | "User updated successfully" |
*
* @param {Done_User_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_updated = /** @type {((inputs?: Done_User_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_User_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_user_updated(inputs)
	return en_done_user_updated(inputs)
});