import { describe, expect, it } from 'vitest';
import { LICENCE_MAX_BYTES, licenceFileProblem } from './licenceFile';

describe('business licence file', () => {
  it.each([
    [{ name: 'licence.pdf', type: 'application/pdf', size: 1000 }, null],
    [{ name: 'scan.JPG', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'scan.png', type: 'image/png', size: LICENCE_MAX_BYTES }, null],
    [{ name: 'scan.png', type: '', size: 10 }, null],
    [{ name: 'licence.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 }, 'register.licenseType'],
    [{ name: 'licence', type: '', size: 10 }, 'register.licenseType'],
    [{ name: 'big.pdf', type: 'application/pdf', size: LICENCE_MAX_BYTES + 1 }, 'register.licenseSize'],
    [{ name: 'empty.pdf', type: 'application/pdf', size: 0 }, 'register.licenseSize'],
  ])('%o → %s', (file, problem) => expect(licenceFileProblem(file)).toBe(problem));
});
