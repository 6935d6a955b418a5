# Sourced by the device scripts (`ab_device.sh`, `metal_device.sh`, `reduce_device.sh`) on the
# GPU machine: installs the Vulkan loader carried in `.gl` (the device README's recipe) where
# the machine has none, and points the loader at NVIDIA's driver where that is installed.
if [ -d .gl ] && ! ldconfig -p | grep -q libvulkan; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
