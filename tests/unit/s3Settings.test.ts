import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { fileStoreFrom } from '../../src/server/files/fileStoreFrom';
import { S3FileStore } from '../../src/server/files/S3FileStore';
import { s3SettingsOf, s3VariablesOf } from '../../src/server/files/s3Settings';

const env = { FILE_STORE: 's3', S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };

describe('bucket store settings (FILE_STORE=s3, S3_*)', () => {
  it('reads the S3_* variables, with AWS and path-style defaults', () => {
    expect(s3SettingsOf(s3VariablesOf(env))).toEqual({ endpoint: 'https://s3.us-east-1.amazonaws.com', bucket: 'portal-files', region: 'us-east-1', accessKeyId: 'AKIA1', secretAccessKey: 'secret', forcePathStyle: true });
    expect(s3SettingsOf(s3VariablesOf({ ...env, S3_REGION: 'ca-central-1', S3_FORCE_PATH_STYLE: '0' }))).toMatchObject({ endpoint: 'https://s3.ca-central-1.amazonaws.com', region: 'ca-central-1', forcePathStyle: false });
    expect(s3SettingsOf(s3VariablesOf({ ...env, S3_ENDPOINT: 'http://minio.internal:9000' })).endpoint).toBe('http://minio.internal:9000');
  });

  it('stops the start naming every missing or wrong setting, rather than losing uploads later', () => {
    expect(() => fileStoreFrom({ dataDir: '/tmp', fileStore: 's3' })).toThrow('FILE_STORE=s3: S3_BUCKET is not set; S3_ACCESS_KEY_ID is not set; S3_SECRET_ACCESS_KEY is not set');
    expect(() => s3SettingsOf(s3VariablesOf({ ...env, S3_ENDPOINT: 'minio:9000' }))).toThrow(/S3_ENDPOINT must be http\(s\):\/\/host\[:port\] without a path/);
    expect(() => s3SettingsOf(s3VariablesOf({ ...env, S3_ENDPOINT: 'http://minio:9000/portal-files' }))).toThrow(/without a path/);
    expect(() => s3SettingsOf(s3VariablesOf({ ...env, S3_BUCKET: 'Portal_Files' }))).toThrow(/S3_BUCKET is not a bucket name/);
    expect(() => s3SettingsOf(s3VariablesOf({ ...env, S3_FORCE_PATH_STYLE: 'yes' }))).toThrow(/S3_FORCE_PATH_STYLE must be 1 or 0/);
  });

  it('makes the server keep documents in the bucket when FILE_STORE=s3', () => {
    const store = fileStoreFrom(readConfig({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000' }, '/tmp'));
    expect(store).toBeInstanceOf(S3FileStore);
    expect((store as S3FileStore).bucket).toBe('portal-files');
  });
});
