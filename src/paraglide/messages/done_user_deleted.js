/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_User_DeletedInputs */

const en_done_user_deleted = /** @type {(inputs: Done_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User deleted successfully`)
};

const hi_done_user_deleted = /** @type {(inputs: Done_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र हटा दिया गया`)
};

/**
* | output |
* | --- |
* | "User deleted successfully" |
*
* @param {Done_User_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_deleted = /** @type {((inputs?: Done_User_DeletedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_User_DeletedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_user_deleted(inputs)
	return en_done_user_deleted(inputs)
});