/**
 * A real ext4 file system on a loop device, for crash tests: the server's DATA_DIR lives on it, and
 * `powerCut()` shuts the file system down with EXT4_IOC_SHUTDOWN and EXT4_GOING_FLAGS_NOLOGFLUSH,
 * which drops everything not yet on the disk (page cache and the unflushed journal) exactly as a
 * power loss would; every later I/O on it fails with EIO. Needs root and loop devices.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** _IOR('X', 125, __u32) and its flag 2, from linux/fs.h and fs/ext4/ext4.h. */
const EXT4_IOC_SHUTDOWN = 0x8004587d;
const EXT4_GOING_FLAGS_NOLOGFLUSH = 2;
/** Node has no ioctl(2); perl-base is part of every Debian install. */
const SHUTDOWN_SCRIPT = `open(my $fh, '<', $ARGV[0]) or die "open: $!"; my $flags = pack('L', ${EXT4_GOING_FLAGS_NOLOGFLUSH}); ioctl($fh, ${EXT4_IOC_SHUTDOWN}, $flags) or die "ioctl: $!";`;

const run = (file: string, args: string[]) => execFileSync(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });

export class LoopDisk {
  readonly mountPoint: string;
  private readonly image: string;
  private mounted = false;

  private constructor(private readonly dir: string) {
    this.image = join(dir, 'disk.img');
    this.mountPoint = join(dir, 'mnt');
  }

  /** A fresh ext4 image of sizeMb, mounted. */
  static create(sizeMb: number): LoopDisk {
    const disk = new LoopDisk(mkdtempSync(join(tmpdir(), 'sendswin-loop-')));
    try {
      run('truncate', ['-s', `${sizeMb}M`, disk.image]);
      run('mkfs.ext4', ['-q', '-F', disk.image]);
      mkdirSync(disk.mountPoint);
      disk.mount();
    } catch (error) {
      disk.dispose();
      throw error;
    }
    return disk;
  }

  mount(): void {
    run('mount', ['-o', 'loop', this.image, this.mountPoint]);
    this.mounted = true;
  }

  /** The power cut: nothing written after this reaches the disk, and what was not on it is gone. */
  powerCut(): void {
    run('perl', ['-e', SHUTDOWN_SCRIPT, this.mountPoint]);
  }

  unmount(): void {
    if (!this.mounted) return;
    run('umount', [this.mountPoint]);
    this.mounted = false;
  }

  dispose(): void {
    try {
      this.unmount();
    } catch {
      run('umount', ['-l', this.mountPoint]);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Why the crash tests cannot run here (null: they can): tried for real, with a small disk. */
export function loopDiskUnavailable(): string | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return 'not root (loop devices and mount need root)';
  if (!existsSync('/dev/loop-control')) return 'no /dev/loop-control';
  try {
    run('perl', ['-e', '1']);
    LoopDisk.create(16).dispose();
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return `cannot make and mount an ext4 loop disk: ${stderr || String(error)}`;
  }
}
