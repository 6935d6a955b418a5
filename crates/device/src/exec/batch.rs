//! What an executor implements to run batch contexts (the device-level side of `batch`):
//! the [`BatchExecutor`] trait, each backend's object store ([`Objects`], [`Slab`]), the run-time
//! bounds of indirect dispatches ([`IndirectBounds`]) and the bindings an entry point uses.
//! Everything a backend is handed was checked and translated by `batch::Context`; the wire
//! format's types come from `wasm_host_wire`.

use std::any::Any;

use wasm_host_wire::{BufferBinding, Command, Desc};

use crate::error::{Error, Result};
use crate::exec::BoxFuture;
use crate::guard::GuardedModule;

/// The run-time bounds of a stream's indirect dispatches, whose counts are only known on the
/// device. Each backend checks every indirect dispatch's counts with [`check`](Self::check), in
/// stream order, before the dispatch runs; the first that breaks a bound runs nothing, and the
/// stream fails with [`refusal`](Self::refusal) (`quota`, naming the command). Counted in
/// workgroups, as the context's `batch::Limits` count them (each at the device's most invocations); with no
/// limit set, still at most `u32::MAX` workgroups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IndirectBounds {
    /// The most workgroups per dimension.
    pub max_axis: u32,
    /// The most workgroups of one dispatch.
    pub dispatch_workgroups: u32,
    /// The most workgroups the stream's indirect dispatches may have together (what its direct
    /// dispatches left of the stream's bound).
    pub stream_workgroups: u32,
    /// What one workgroup counts as, in invocations.
    pub workgroup_invocations: u32,
    /// The per-dispatch limit in invocations, for messages.
    pub(crate) dispatch_limit: u64,
    /// The per-stream limit in invocations, for messages.
    pub(crate) stream_limit: u64,
}

impl IndirectBounds {
    /// The bounds of a stream whose direct dispatches have `direct` invocations, under a limit
    /// of `max_axis` workgroups per dimension, `workgroup_invocations` per workgroup, and (where
    /// set) `max_dispatch` invocations per dispatch and `max_stream` per stream.
    pub fn new(
        max_axis: u32,
        workgroup_invocations: u32,
        max_dispatch: Option<u64>,
        max_stream: Option<u64>,
        direct: u64,
    ) -> IndirectBounds {
        let w = u64::from(workgroup_invocations.max(1));
        let all = u64::from(u32::MAX) * w;
        let dispatch_limit = max_dispatch.unwrap_or(all).min(all);
        let stream_limit = max_stream.unwrap_or(u64::MAX);
        let stream_left = stream_limit.saturating_sub(direct).min(all);
        IndirectBounds {
            max_axis,
            dispatch_workgroups: (dispatch_limit / w) as u32,
            stream_workgroups: (stream_left / w) as u32,
            workgroup_invocations,
            dispatch_limit,
            stream_limit,
        }
    }
}

/// Which bound an indirect dispatch broke (the codes the wgpu validation shader writes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndirectFault {
    /// A count over the device's workgroups per dimension.
    Axis = 1,
    /// More invocations than one dispatch may have.
    Dispatch = 2,
    /// More invocations than the stream has left.
    Stream = 3,
}

impl IndirectFault {
    /// The fault of a code the validation shader wrote.
    pub fn from_code(code: u32) -> Option<IndirectFault> {
        Some(match code {
            1 => IndirectFault::Axis,
            2 => IndirectFault::Dispatch,
            3 => IndirectFault::Stream,
            _ => return None,
        })
    }
}

impl IndirectBounds {
    /// Checks `counts` with `left` workgroups left to the stream's indirect dispatches, and
    /// takes them from it. The wgpu validation shader takes the very same steps.
    pub fn check(&self, counts: [u32; 3], left: &mut u32) -> std::result::Result<(), IndirectFault> {
        if counts.iter().any(|&c| c > self.max_axis) {
            return Err(IndirectFault::Axis);
        }
        let n = counts.iter().map(|&c| u64::from(c)).product::<u64>();
        if n > u64::from(self.dispatch_workgroups) {
            return Err(IndirectFault::Dispatch);
        }
        if n > u64::from(*left) {
            return Err(IndirectFault::Stream);
        }
        *left -= n as u32;
        Ok(())
    }

    /// The stream's error: command `command`, an indirect dispatch of `counts`, broke `fault`.
    pub fn refusal(&self, command: usize, counts: [u32; 3], fault: IndirectFault) -> Error {
        let [x, y, z] = counts;
        let n = [x, y, z, self.workgroup_invocations].iter().map(|&c| u128::from(c)).product::<u128>();
        Error::quota(match fault {
            IndirectFault::Axis => {
                let axis = counts.iter().position(|&c| c > self.max_axis).unwrap_or(0);
                format!(
                    "command {command}: an indirect dispatch of {x}×{y}×{z} workgroups: {} on axis {axis}; \
                     the limit is {}",
                    counts[axis], self.max_axis
                )
            }
            IndirectFault::Dispatch => format!(
                "command {command}: an indirect dispatch of {x}×{y}×{z} workgroups ({n} invocations) is over \
                 this context's limit of {} invocations per dispatch",
                self.dispatch_limit
            ),
            IndirectFault::Stream => format!(
                "command {command}: an indirect dispatch of {x}×{y}×{z} workgroups ({n} invocations) takes the \
                 stream over this context's limit of {} invocations per stream",
                self.stream_limit
            ),
        })
    }
}

/// The objects a backend holds for one context (its own type); dropping it releases them.
pub type Objects = Box<dyn Any + Send>;

/// What runs a context's work. Everything it is given has been checked and translated: ids are
/// ids it returned from [`create`](BatchExecutor::create), ranges, usages and WebGPU's validity rules
/// hold.
pub trait BatchExecutor: Send + Sync {
    /// A new, empty object store for a context of `tenant` (whose memory holds its buffers).
    fn open(&self, tenant: &crate::exec::Tenant) -> Result<Objects>;
    /// Makes a shader module of `module` (which passed the Guard); returns its id.
    fn create_module(&self, objects: &mut Objects, module: GuardedModule) -> Result<u32>;
    /// Makes an object of any other kind (never a shader module); returns its id in `objects`
    /// (nonzero).
    fn create(&self, objects: &mut Objects, desc: &Desc) -> Result<u32>;
    /// Releases an object. A buffer is released only once no bind group binds it: until then
    /// its memory stays held, and counted against the guest's quota.
    fn destroy(&self, objects: &mut Objects, id: u32);
    /// Runs `commands` (writes read `data`), waits for the device, then serves the
    /// `read-buffer` commands into a window of `window` bytes, which it returns. Each indirect
    /// dispatch's counts are checked against `indirect` before it runs (the first that breaks a
    /// bound fails the stream: [`IndirectBounds::refusal`]). A stream that cut a loop answers
    /// `truncated` and returns no reads; a stream the device refused answers with the error of
    /// that stream, never a log line.
    fn replay<'a>(
        &'a self,
        objects: &'a mut Objects,
        commands: &'a [Command],
        data: &'a [u8],
        window: u32,
        indirect: IndirectBounds,
    ) -> BoxFuture<'a, Result<Vec<u8>>>;
}

/// A binding a compute entry point uses (statically, as WebGPU counts uses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UsedBinding {
    /// Its group.
    pub group: u32,
    /// Its binding number.
    pub binding: u32,
    /// The buffer binding type its variable needs; `None` for a resource that is not a buffer.
    pub ty: Option<BufferBinding>,
}

/// The bindings compute entry point `entry` of `m` uses, outside the host's reserved group, in
/// (group, binding) order; `None` where `m` has no compute entry point of that name.
pub fn used_bindings(m: &GuardedModule, entry: &str) -> Option<Vec<UsedBinding>> {
    let module = m.module();
    let index = module
        .entry_points
        .iter()
        .position(|ep| ep.name == entry && ep.stage == naga::ShaderStage::Compute)?;
    let info = m.info().get_entry_point(index);
    let reserved = m.bounds().map(|b| b.group);
    let mut used: Vec<UsedBinding> = module
        .global_variables
        .iter()
        .filter_map(|(h, var)| {
            let b = var.binding.as_ref()?;
            if info[h].is_empty() || Some(b.group) == reserved {
                return None;
            }
            let ty = match var.space {
                naga::AddressSpace::Uniform => Some(BufferBinding::Uniform),
                naga::AddressSpace::Storage { access } if access.contains(naga::StorageAccess::STORE) => {
                    Some(BufferBinding::Storage)
                }
                naga::AddressSpace::Storage { .. } => Some(BufferBinding::ReadOnlyStorage),
                _ => None,
            };
            Some(UsedBinding { group: b.group, binding: b.binding, ty })
        })
        .collect();
    used.sort_unstable_by_key(|u| (u.group, u.binding));
    Some(used)
}

/// A backend's objects by id (index + 1), reusing freed ids.
pub struct Slab<T> {
    slots: Vec<Option<T>>,
}

impl<T> std::fmt::Debug for Slab<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Slab").field("live", &self.slots.iter().filter(|s| s.is_some()).count()).finish()
    }
}

impl<T> Default for Slab<T> {
    fn default() -> Self {
        Slab { slots: Vec::new() }
    }
}

impl<T> Slab<T> {
    /// Stores `object`; returns its id (nonzero).
    pub fn insert(&mut self, object: T) -> u32 {
        let index = match self.slots.iter().position(Option::is_none) {
            Some(i) => {
                self.slots[i] = Some(object);
                i
            }
            None => {
                self.slots.push(Some(object));
                self.slots.len() - 1
            }
        };
        index as u32 + 1
    }

    /// The object `id`, or a host fault (the context translated every id it passes).
    pub fn get(&self, id: u32) -> Result<&T> {
        self.slots
            .get((id as usize).wrapping_sub(1))
            .and_then(Option::as_ref)
            .ok_or_else(|| Error::trap(format!("batch object {id} is not live on the backend")))
    }

    /// Removes object `id`.
    pub fn remove(&mut self, id: u32) -> Option<T> {
        self.slots.get_mut((id as usize).wrapping_sub(1)).and_then(Option::take)
    }
}
