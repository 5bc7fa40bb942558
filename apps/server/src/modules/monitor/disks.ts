import { readFile, statfs } from 'node:fs/promises';
import type { DiskFigures } from '@mall/shared';

/** File systems that hold no data of their own (kernel, memory and container plumbing). */
const VIRTUAL = new Set([
  'proc',
  'sysfs',
  'devpts',
  'devtmpfs',
  'tmpfs',
  'cgroup',
  'cgroup2',
  'mqueue',
  'securityfs',
  'debugfs',
  'tracefs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'nsfs',
  'ramfs',
  'rpc_pipefs',
  'squashfs',
  'efivarfs',
  'selinuxfs',
  'fuse.lxcfs',
  'fuse.snapfuse',
  'shm',
  'overlay_tmp',
]);
const MAX_MOUNTS = 20;
/** Kernel trees, whatever file system type they report. */
const SYSTEM_TREES = /^\/(proc|sys|dev)(\/|$)/;

/** The mounted file systems worth watching: from /proc/mounts on Linux, else the working directory's. */
async function mounts(): Promise<{ mount: string; type: string }[]> {
  try {
    const table = await readFile('/proc/mounts', 'utf8');
    const seen = new Set<string>();
    const found: { mount: string; type: string }[] = [];
    for (const line of table.split('\n')) {
      const [device, mount, type] = line.split(' ');
      if (!device || !mount || !type || VIRTUAL.has(type) || SYSTEM_TREES.test(mount) || seen.has(mount))
        continue;
      seen.add(mount);
      // Mount points escape spaces as \040.
      found.push({ mount: mount.replace(/\\040/g, ' '), type });
    }
    return found.slice(0, MAX_MOUNTS);
  } catch {
    return [{ mount: process.cwd(), type: 'unknown' }];
  }
}

/** Each watched mount's size, free and used bytes; a mount that cannot be read is left out. */
export async function diskFigures(): Promise<DiskFigures[]> {
  const results = await Promise.all(
    (await mounts()).map(async ({ mount, type }) => {
      try {
        const stats = await statfs(mount);
        const size = stats.blocks * stats.bsize;
        const free = stats.bavail * stats.bsize;
        return size > 0 ? { mount, type, size, free, used: size - stats.bfree * stats.bsize } : null;
      } catch {
        return null;
      }
    }),
  );
  return results.filter((disk): disk is DiskFigures => disk !== null);
}
