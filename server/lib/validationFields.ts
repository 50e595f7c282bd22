import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldError } from '../../src/domain/envelope';
import type { FieldErrors } from './errors';

/**
 * Turns Fastify's schema validation errors (ajv) into `data.fields`: one entry
 * per field at fault, named as the request names it, with both languages.
 */
export function fieldsOfValidation(errors: readonly FastifySchemaValidationError[], context: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = fieldName(error) || context;
    fields[name] ??= describe(error);
  }
  return fields;
}

function fieldName({ keyword, instancePath, params }: FastifySchemaValidationError): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  const child = keyword === 'required' ? params.missingProperty : keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  return typeof child === 'string' ? (path ? `${path}.${child}` : child) : path;
}

function list(values: unknown): string {
  return Array.isArray(values) ? values.join(', ') : String(values);
}

function describe({ keyword, params }: FastifySchemaValidationError): FieldError {
  switch (keyword) {
    case 'required':
      return { message: '必填项', jpMessage: '必須項目です' };
    case 'enum':
      return {
        message: `取值无效，允许的值：${list(params.allowedValues)}`,
        jpMessage: `無効な値です。指定できる値：${list(params.allowedValues)}`,
      };
    case 'const':
      return { message: `取值必须为 ${String(params.allowedValue)}`, jpMessage: `値は ${String(params.allowedValue)} である必要があります` };
    case 'type':
      return typeMessage(String(params.type));
    case 'minimum':
    case 'exclusiveMinimum':
      return { message: `不能小于 ${String(params.limit)}`, jpMessage: `${String(params.limit)} 以上を指定してください` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { message: `不能大于 ${String(params.limit)}`, jpMessage: `${String(params.limit)} 以下を指定してください` };
    case 'minLength':
      return { message: `长度不能少于 ${String(params.limit)} 个字符`, jpMessage: `${String(params.limit)} 文字以上で入力してください` };
    case 'maxLength':
      return { message: `长度不能超过 ${String(params.limit)} 个字符`, jpMessage: `${String(params.limit)} 文字以内で入力してください` };
    case 'minItems':
      return { message: `至少需要 ${String(params.limit)} 项`, jpMessage: `${String(params.limit)} 件以上必要です` };
    case 'maxItems':
      return { message: `最多 ${String(params.limit)} 项`, jpMessage: `${String(params.limit)} 件までです` };
    case 'additionalProperties':
      return { message: '不允许的字段', jpMessage: '指定できない項目です' };
    default:
      return { message: '格式不正确', jpMessage: '形式が正しくありません' };
  }
}

function typeMessage(type: string): FieldError {
  if (type === 'integer') return { message: '必须是整数', jpMessage: '整数を指定してください' };
  if (type === 'number') return { message: '必须是数字', jpMessage: '数値を指定してください' };
  if (type === 'boolean') return { message: '必须是 true 或 false', jpMessage: 'true または false を指定してください' };
  if (type === 'object') return { message: '必须是 JSON 对象', jpMessage: 'JSON オブジェクトを指定してください' };
  if (type === 'array') return { message: '必须是列表', jpMessage: 'リストを指定してください' };
  return { message: '格式不正确', jpMessage: '形式が正しくありません' };
}
